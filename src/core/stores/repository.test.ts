import { expect } from '@open-wc/testing';
import { repositoryCommands } from './repository';

const APT =
  'curl -fsSL https://meet.example.com/repo/key.asc | sudo gpg --dearmor -o /usr/share/keyrings/meet.gpg\n' +
  'echo "deb [signed-by=/usr/share/keyrings/meet.gpg] https://meet.example.com/repo stable main" | sudo tee /etc/apt/sources.list.d/meet.list\n' +
  'sudo apt-get update && sudo apt-get install meet';

describe('repository install commands', () => {
  it('apt shows the server’s lines as they are, one command per line', () => {
    const [apt] = repositoryCommands(APT);
    expect(apt?.manager).to.equal('apt');
    expect(apt?.lines).to.deep.equal(APT.split('\n'));
  });

  it('yum and zypper use the same repository (rpm under it) and signing key', () => {
    const groups = repositoryCommands(APT);
    expect(groups.map((g) => g.manager)).to.deep.equal(['apt', 'yum', 'zypper']);
    expect(groups[1]?.lines[0]).to.equal('sudo rpm --import https://meet.example.com/repo/key.asc');
    expect(groups[1]?.lines[1]).to.include('baseurl=https://meet.example.com/repo/rpm');
    expect(groups[1]?.lines[2]).to.equal('sudo yum install meet');
    expect(groups[2]?.lines).to.deep.equal([
      'sudo rpm --import https://meet.example.com/repo/key.asc',
      'sudo zypper addrepo --refresh https://meet.example.com/repo/rpm meet',
      'sudo zypper install meet',
    ]);
  });

  it('without a readable repository address only the server’s lines are shown; nothing gives nothing', () => {
    expect(repositoryCommands('sudo snap install meet').map((g) => g.manager)).to.deep.equal(['apt']);
    expect(repositoryCommands('')).to.deep.equal([]);
  });
});
