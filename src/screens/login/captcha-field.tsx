import type { Captcha } from '../../core/api/types';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';

/** Props of the captcha: the server's image and challenge, the typed answer, and a way to get a new one. */
export interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onRenew: () => void;
}

/** The captcha the server asks for after failed logins (codes 1011 and 1029): its SVG image and the answer. */
export function CaptchaField({ captcha, value, disabled, onChange, onRenew }: CaptchaFieldProps) {
  const t = useT('login');
  return (
    <div className="login__captcha">
      <div className="login__captcha-image">
        <img
          src={`data:image/svg+xml;base64,${captcha.captchaImageBase64}`}
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
        autocomplete="off"
        value={value}
        maxLength={32}
        disabled={disabled}
        onMeetChange={onChange}
      />
    </div>
  );
}
