import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import './pages.css';

type Size = '160' | '220' | '300';

/**
 * List adapt: a card list on a CSS grid with `repeat(auto-fill, minmax(<card width>, 1fr))`: as many columns as
 * fit, no media query. A ResizeObserver reads the number of columns the browser chose.
 */
export default function ListAdaptDemo() {
  const { t } = useLingui();
  const [size, setSize] = useState<Size>('220');
  const [columns, setColumns] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const observer = new ResizeObserver(() =>
      setColumns(getComputedStyle(el).gridTemplateColumns.split(' ').length),
    );
    observer.observe(el); // also measures at once, so a new card width is counted too
    return () => observer.disconnect();
  }, [size]);
  const courses = [
    t`Office software essentials`,
    t`Data analysis with spreadsheets`,
    t`Leading a small team`,
    t`Project planning in practice`,
    t`Fire safety on site`,
    t`First aid certificate`,
    t`Customer service basics`,
    t`Writing clear reports`,
  ];

  return (
    <div className="gallery-pages">
      <ChoiceGroup
        aria-label={t`Smallest card width`}
        value={size}
        onChange={(v) => setSize(v ?? size)}
        options={[
          { value: '160', label: t`Small cards (160 px)` },
          { value: '220', label: t`Medium cards (220 px)` },
          { value: '300', label: t`Large cards (300 px)` },
        ]}
      />
      <p role="status" className="gallery-p-muted">
        <Plural value={columns} one="# column at this width" other="# columns at this width" />
      </p>
      <ul ref={list} className="gallery-p-adapt-list" style={{ '--card-min': `${size}px` } as CSSProperties}>
        {courses.map((title, i) => {
          const hours = 4 + (i % 4) * 4;
          return (
            <li key={title} className="gallery-p-tile">
              <div className="gallery-p-cover" style={{ '--hue': i * 45 } as CSSProperties} aria-hidden>
                {title.slice(0, 1)}
              </div>
              <span className="gallery-p-card-title">{title}</span>
              <span className="gallery-p-muted">{t`${hours} hours`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
