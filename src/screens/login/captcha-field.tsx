import type { Captcha } from '../../core/api/types';
import type { CaptchaMail } from '../../core/stores';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';

/** Props of the captcha: the server's image and challenge, the typed answer, a new one, the answer by e-mail. */
export interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  disabled?: boolean;
  mail: CaptchaMail;
  onChange: (value: string) => void;
  onRenew: () => void;
  onMail: () => void;
}

/**
 * The captcha the server asks for after failed logins (codes 1011 and 1029): its PNG image and the answer, or
 * for whoever cannot read the image, its answer sent to the account's e-mail address (WCAG 2.2 1.1.1, 3.3.8).
 */
export function CaptchaField({
  captcha,
  value,
  disabled,
  mail,
  onChange,
  onRenew,
  onMail,
}: CaptchaFieldProps) {
  const t = useT('login');
  const mailStatus = { sent: t('captcha.mailSent'), failed: t('captcha.mailFailed') } as Partial<
    Record<CaptchaMail, string>
  >;
  return (
    <div className="login__captcha">
      <div className="login__captcha-image">
        <img
          src={`data:image/png;base64,${captcha.captchaImageBase64}`}
          alt={t('captcha.image')}
          width={220}
          height={80}
        />
        <button type="button" className="button button--secondary" onClick={onRenew} disabled={disabled}>
          {t('captcha.renew')}
        </button>
      </div>
      <TextInput
        label={t('captcha.label')}
        helper={t('captcha.helper')}
        name="captcha"
        autocomplete="one-time-code"
        value={value}
        maxLength={32}
        disabled={disabled}
        onMeetChange={onChange}
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={onMail}
        disabled={disabled || mail === 'sending'}
      >
        {t('captcha.mail')}
      </button>
      {/* Present from the start, so that screen readers announce what it says once the e-mail is sent. */}
      <p role="status" className="login__captcha-mail">
        {mailStatus[mail] ?? ''}
      </p>
    </div>
  );
}
