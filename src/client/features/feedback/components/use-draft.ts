import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { draftQuery, EMPTY_DRAFT, useSaveDraft, type Draft } from '../api/feedback';

/** How long typing pauses before the draft is written to the persisted cache (it is written on leaving too). */
const SAVE_AFTER_MS = 300;

/**
 * The feedback being written, kept in the persisted query cache (per user: a logout or another login clears it),
 * so a reload, a closed tab or going offline keeps it. `null` until the saved one is read.
 */
export function useDraft() {
  const save = useSaveDraft();
  const saved = useQuery(draftQuery());
  const [draft, setDraft] = useState<Draft | null>(null);
  const latest = useRef<Draft | null>(null);
  if (draft === null && saved.data) setDraft(saved.data);

  useEffect(() => {
    if (!draft) return;
    latest.current = draft;
    const timer = setTimeout(() => save(draft), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [save, draft]);
  useEffect(() => {
    const flush = () => latest.current && save(latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...(d ?? EMPTY_DRAFT), ...change }));
  /** After a send: an empty form, saved at once. */
  const clear = () => {
    latest.current = EMPTY_DRAFT;
    save(EMPTY_DRAFT);
    setDraft(EMPTY_DRAFT);
  };
  return { draft, update, clear };
}
