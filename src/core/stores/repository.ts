// The repository install commands of the Linux client (the download-repo screen).

/** Package manager families a repository install is shown for. */
export type PackageManager = 'apt' | 'yum' | 'zypper';

/** One family's commands, each line copied on its own. */
export interface RepositoryCommands {
  manager: PackageManager;
  lines: string[];
}

const DEB_LINE = /deb\s+(?:\[[^\]]*\]\s+)?(https?:\/\/\S+)/;
const KEY_URL = /https?:\/\/\S+?\.(?:asc|gpg|key)\b/;
const PACKAGE = /apt(?:-get)?\s+install\s+(?:-y\s+)?([a-z0-9][a-z0-9+.-]*)/;

/**
 * The commands for apt, yum and zypper. The server's repository `instructions` are the apt lines, shown as
 * they are; the rpm families are built from the same repository and key: the rpm packages sit under
 * `<repository>/rpm` beside the deb ones. Without a readable repository address only apt is shown.
 */
export function repositoryCommands(instructions: string): RepositoryCommands[] {
  const apt = instructions
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const repository = DEB_LINE.exec(instructions)?.[1]?.replace(/\/+$/, '');
  const key = KEY_URL.exec(instructions)?.[0];
  const name = PACKAGE.exec(instructions)?.[1] ?? 'meet';
  const result: RepositoryCommands[] = [{ manager: 'apt', lines: apt }];
  if (!repository || !key) return apt.length > 0 ? result : [];
  const rpm = `${repository}/rpm`;
  const repoFile = `[${name}]\\nname=${name}\\nbaseurl=${rpm}\\nenabled=1\\ngpgcheck=1\\ngpgkey=${key}\\n`;
  result.push(
    {
      manager: 'yum',
      lines: [
        `sudo rpm --import ${key}`,
        `printf '${repoFile}' | sudo tee /etc/yum.repos.d/${name}.repo`,
        `sudo yum install ${name}`,
      ],
    },
    {
      manager: 'zypper',
      lines: [
        `sudo rpm --import ${key}`,
        `sudo zypper addrepo --refresh ${rpm} ${name}`,
        `sudo zypper install ${name}`,
      ],
    },
  );
  return apt.length > 0 ? result : result.slice(1);
}
