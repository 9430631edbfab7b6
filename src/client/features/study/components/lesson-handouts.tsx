import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Handout } from '@contract/course';
import { toast } from '@/lib/feedback';
import { formatBytes } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { handoutBlob, keptHandouts, type HandoutPlace } from './offline-handout';
import './lesson-handouts.css';
import { UserContent } from '@/components/user-content';

/** Saves bytes under the handout's own name (the browser's download, which a phone opens from there). */
function save(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * A lesson's handouts under it: each downloads (kept for offline once opened, or downloaded with the lesson); offline,
 * those never kept say so.
 */
export function LessonHandouts({ handouts, place }: { handouts: Handout[]; place: HandoutPlace }) {
  const { t } = useLingui();
  const online = useOnline();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    void keptHandouts(handouts.map((h) => h.id)).then(setKept);
  }, [handouts]);

  const open = async (h: Handout) => {
    setBusy(h.id);
    try {
      save(await handoutBlob(h, place), h.name);
      setKept((k) => new Set(k).add(h.id));
    } catch {
      void toast(t`Download failed, please try again`, 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="lesson-handouts" aria-label={t`Handouts`}>
      {handouts.map((h) => {
        const unavailable = !online && !kept.has(h.id);
        return (
          <li key={h.id} data-testid="handout">
            <button
              type="button"
              className="handout-open"
              disabled={unavailable || busy === h.id}
              onClick={() => void open(h)}
              aria-label={t`Download ${h.name}`}
            >
              <UserContent>{h.name}</UserContent>
            </button>{' '}
            <span className="handout-size">{formatBytes(h.size)}</span>
            {unavailable && (
              <div className="hint" data-testid="handout-offline">{t`Not saved: open it online first`}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
