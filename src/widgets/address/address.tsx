import { Fragment } from 'react';

/**
 * An e-mail address or host name that may break after its "@" and its dots, never at a hyphen or inside a label:
 * each piece keeps to one line (`.host-name`, in screen.css and table.css), and a `<wbr>` between pieces is where a
 * line may end.
 */
export function Address({ text }: { text: string }) {
  return (
    <span>
      {text.split(/(?<=[@.])/).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="host-name">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** A person as "Full Name <e-mail>": the name on one line, the address breaking only after its "@" and dots. */
export function Person({ fullName, email }: { fullName: string; email: string }) {
  const name = <span className="person-name">{fullName}</span>;
  if (!email) return name;
  return (
    <span>
      {name} &lt;
      <Address text={email} />
      &gt;
    </span>
  );
}
