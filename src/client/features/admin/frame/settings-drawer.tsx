import '@/components/drawer.css';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FrameDialog } from './frame-dialog';
import { resetTheme, setTheme, themeJson, useTheme, type ThemeConfig, type ThemeKey } from './theme-config';
import { useSettingControls, type Control } from './setting-controls';

/** The settings drawer (pig's layout configuration): every theme key, live, stored in this browser. */
export function SettingsDrawer({ onClose, notify }: { onClose: () => void; notify: (text: string) => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const ids = useId();

  const { labels, optionLabels, sections } = useSettingControls();

  const control = (c: Control) => {
    const id = `${ids}-${c.key}`;
    const value = theme[c.key];
    const set = (v: ThemeConfig[ThemeKey]) => setTheme({ [c.key]: v });
    const label = <label htmlFor={id}>{labels[c.key]}</label>;
    switch (c.kind) {
      case 'switch':
        return (
          <div className="setting-row" key={c.key}>
            {label}
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={value as boolean}
              onChange={(e) => set(e.target.checked)}
              data-setting={c.key}
            />
          </div>
        );
      case 'colour':
        return (
          <div className="setting-row" key={c.key}>
            {label}
            <input
              id={id}
              type="color"
              value={value as string}
              onChange={(e) => set(e.target.value)}
              data-setting={c.key}
            />
          </div>
        );
      case 'number':
        return (
          <div className="setting-row" key={c.key}>
            {label}
            <input
              id={id}
              type="number"
              min={c.min}
              max={c.max}
              value={value as number}
              onChange={(e) =>
                e.target.valueAsNumber >= c.min && set(Math.min(c.max, Math.round(e.target.valueAsNumber)))
              }
              data-setting={c.key}
            />
          </div>
        );
      case 'text':
        return (
          <div className="setting-row" key={c.key}>
            {label}
            <input
              id={id}
              type="text"
              maxLength={60}
              value={value as string}
              onChange={(e) => set(e.target.value)}
              data-setting={c.key}
            />
          </div>
        );
      case 'choice':
        return (
          <div className="setting-row" key={c.key}>
            {label}
            <select
              id={id}
              value={value as string}
              onChange={(e) => set(e.target.value)}
              data-setting={c.key}
            >
              {c.options.map((o) => (
                <option key={o} value={o}>
                  {optionLabels[o] ?? o}
                </option>
              ))}
            </select>
          </div>
        );
    }
  };

  return (
    <FrameDialog className="settings-drawer" labelledBy={`${ids}-t`} onClose={onClose}>
      <div className="drawer-head">
        <h2 id={`${ids}-t`}>
          <Trans>Layout settings</Trans>
        </h2>
        <button type="button" className="drawer-close" aria-label={t`Close`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {sections.map((s, i) => (
        <fieldset key={i}>
          <legend>{s.title}</legend>
          {s.controls.map(control)}
        </fieldset>
      ))}
      <div className="settings-actions">
        <button
          type="button"
          className="frame-primary"
          onClick={() =>
            void navigator.clipboard
              .writeText(themeJson())
              .then(() => notify(t`Configuration copied`))
              .catch(() => notify(t`The clipboard is not available here`))
          }
        >
          <Trans>Copy configuration</Trans>
        </button>
        <button
          type="button"
          data-testid="reset-theme"
          onClick={() => {
            resetTheme();
            notify(t`Settings restored to the defaults`);
          }}
        >
          <Trans>Restore defaults</Trans>
        </button>
      </div>
    </FrameDialog>
  );
}
