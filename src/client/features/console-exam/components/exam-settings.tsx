import { Input, Switch } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { choicesOf, useExamLabels } from './labels';
import type { Draft } from './exam-draft';

/** The paper's rules for a sitting: pass score, time, attempts, grace, window, shuffling and what is shown when. */
export function ExamSettings({ draft: d, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { t } = useLingui();
  const labels = useExamLabels();
  return (
    <>
      <div className="form-grid">
        <label>
          <span>{t`Pass score`}</span>
          <Input
            value={d.passScore}
            onChange={(passScore) => set({ passScore })}
            inputMode="decimal"
            data-testid="exam-pass"
          />
        </label>
        <label>
          <span>{t`Duration (minutes)`}</span>
          <Input
            value={d.durationMin}
            onChange={(durationMin) => set({ durationMin })}
            inputMode="numeric"
            data-testid="exam-duration"
          />
        </label>
        <label>
          <span>{t`Attempts allowed (0 = unlimited)`}</span>
          <Input
            value={d.attemptsAllowed}
            onChange={(attemptsAllowed) => set({ attemptsAllowed })}
            inputMode="numeric"
            data-testid="exam-attempts"
          />
        </label>
        <label>
          <span>{t`Grace window for offline submits (hours)`}</span>
          <Input
            value={d.graceHours}
            onChange={(graceHours) => set({ graceHours })}
            inputMode="numeric"
            data-testid="exam-grace"
          />
        </label>
      </div>
      <div className="form-row">
        <span>{t`Opens`}</span>
        <Input
          value={d.openAt ?? ''}
          placeholder={t`yyyy-MM-dd HH:mm`}
          onChange={(v) => set({ openAt: v.trim() || null })}
          data-testid="exam-open"
        />
      </div>
      <div className="form-row">
        <span>{t`Closes`}</span>
        <Input
          value={d.closeAt ?? ''}
          placeholder={t`yyyy-MM-dd HH:mm`}
          onChange={(v) => set({ closeAt: v.trim() || null })}
          data-testid="exam-close"
        />
      </div>
      <p className="hint">
        <Trans>
          Empty: open as soon as published, and never closed. An attempt never runs past the close.
        </Trans>
      </p>
      <div className="form-grid">
        <label>
          <span>{t`Shuffle questions`}</span>
          <Switch
            aria-label={t`Shuffle questions`}
            tabIndex={0}
            checked={d.shuffleQuestions}
            onChange={(shuffleQuestions) => set({ shuffleQuestions })}
          />
        </label>
        <label>
          <span>{t`Shuffle options`}</span>
          <Switch
            aria-label={t`Shuffle options`}
            tabIndex={0}
            checked={d.shuffleOptions}
            onChange={(shuffleOptions) => set({ shuffleOptions })}
          />
        </label>
        <label>
          <span>{t`Review fill-in answers that match no accepted answer`}</span>
          <Switch
            aria-label={t`Review fill-in answers that match no accepted answer`}
            tabIndex={0}
            checked={d.reviewFill}
            onChange={(reviewFill) => set({ reviewFill })}
            data-testid="exam-review-fill"
          />
        </label>
      </div>
      <div className="form-row">
        <span>{t`Score shown`}</span>
        <ChoiceGroup
          aria-label={t`Score shown`}
          value={d.showScore}
          onChange={(showScore) => showScore && set({ showScore })}
          options={choicesOf(labels.scoreRelease)}
        />
      </div>
      <div className="form-row">
        <span>{t`Analysis shown`}</span>
        <ChoiceGroup
          aria-label={t`Analysis shown`}
          value={d.showAnalysis}
          onChange={(showAnalysis) => showAnalysis && set({ showAnalysis })}
          options={choicesOf(labels.analysisRelease)}
        />
      </div>
    </>
  );
}
