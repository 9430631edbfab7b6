import { useLingui } from '@lingui/react/macro';

/**
 * Typed or pasted codes, and keyboard-wedge barcode scanners (they type the code and press Enter): the same
 * path as the camera.
 */
export function CodeEntry({ onCode, label }: { onCode: (text: string) => void; label: string }) {
  const { t } = useLingui();
  return (
    <form
      className="code-entry"
      onSubmit={(e) => {
        e.preventDefault();
        const input = e.currentTarget.elements.namedItem('code') as HTMLInputElement;
        const text = input.value.trim();
        if (text) onCode(text);
        input.value = '';
      }}
    >
      <label htmlFor="code-entry">{label}</label>
      <input
        id="code-entry"
        name="code"
        className="field"
        autoComplete="off"
        autoCapitalize="off"
        enterKeyHint="go"
        placeholder={t`Scan or type the code, then Enter`}
        data-testid="code-entry"
      />
    </form>
  );
}
