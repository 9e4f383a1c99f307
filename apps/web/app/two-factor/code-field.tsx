import "./two-factor.css";
import { TextField } from "../ui/form-controls.tsx";

/** The texts of a code field, in the caller's catalogue (the withdrawal form speaks from `cashier`). */
export interface CodeFieldTexts {
  /** "Authentication code". */
  code: string;
  /** "Recovery code". */
  recovery: string;
  /** "Use a recovery code". */
  useRecovery: string;
  /** "Use the authenticator app". */
  useApp: string;
  /** Under the field in app mode: "The 6-digit code your authenticator app shows". */
  codeHint: string;
}

/**
 * The two-factor code: 6 digits from the authenticator app (numeric keyboard, the browser's
 * one-time-code autofill), or, after "Use a recovery code", one of the recovery codes (letters
 * and digits). The toggle is a real button, so the keyboard and screen readers reach it.
 */
export function TwoFactorCodeField({
  name,
  value,
  error,
  recovery,
  texts,
  onValueChange,
  onRecoveryChange,
  onBlur,
}: {
  name: string;
  value: string;
  error?: string | null;
  recovery: boolean;
  texts: CodeFieldTexts;
  onValueChange: (value: string) => void;
  onRecoveryChange: (recovery: boolean) => void;
  onBlur?: () => void;
}) {
  return (
    <div className="two-factor-code">
      {recovery ? (
        <TextField
          key="recovery"
          name={name}
          label={texts.recovery}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          value={value}
          error={error}
          onValueChange={onValueChange}
          onBlur={onBlur}
        />
      ) : (
        <TextField
          key="app"
          name={name}
          label={texts.code}
          hint={texts.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={8}
          value={value}
          error={error}
          onValueChange={(typed) => onValueChange(typed.replace(/[^\d\s]/g, ""))}
          onBlur={onBlur}
        />
      )}
      <button
        type="button"
        className="two-factor-code__switch"
        onClick={() => {
          onValueChange("");
          onRecoveryChange(!recovery);
        }}
      >
        {recovery ? texts.useApp : texts.useRecovery}
      </button>
    </div>
  );
}
