import { useState } from 'react';
import { copyText } from '../../../core/clipboard';

/** Props of a copy button: the text it copies, its words, and its look. */
export interface CopyButtonProps {
  value: string;
  /** The button's text. */
  text: string;
  /** The button's accessible name when its text alone does not say what is copied. */
  label?: string;
  /** Read out once copied, and once the browser refused. */
  copied: string;
  failed: string;
  className?: string;
}

/** A button that copies `value`, then says (read out) whether the browser copied it or refused. */
export function CopyButton({ value, text, label, copied, failed, className = 'button' }: CopyButtonProps) {
  const [done, setDone] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={async () => setDone(await copyText(value))}
      >
        {text}
      </button>
      <span role="status">{done === true ? copied : done === false ? failed : ''}</span>
    </>
  );
}
