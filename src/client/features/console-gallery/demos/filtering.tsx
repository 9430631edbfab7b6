import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { toast } from '@/lib/feedback';
import './pages.css';

type Category = 'it' | 'management' | 'safety';
type Length = 'short' | 'medium' | 'long';
type Course = { id: string; title: string; category: Category; hours: number; teacher: string };

// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not text
const COLOURS: Record<Category, string> = { it: '#0958d9', management: '#531dab', safety: '#ad4e00' };
const LENGTHS: Record<Length, (hours: number) => boolean> = {
  short: (h) => h <= 8,
  medium: (h) => h > 8 && h <= 16,
  long: (h) => h > 16,
};

/** A few sample courses, translated like any other text of the page. */
function useCourses(): Course[] {
  const { t } = useLingui();
  return [
    { id: '1', title: t`Office software essentials`, category: 'it', hours: 6, teacher: t`Wang Fang` },
    { id: '2', title: t`Data analysis with spreadsheets`, category: 'it', hours: 12, teacher: t`Li Lei` },
    { id: '3', title: t`Leading a small team`, category: 'management', hours: 16, teacher: t`Zhao Min` },
    {
      id: '4',
      title: t`Project planning in practice`,
      category: 'management',
      hours: 24,
      teacher: t`Li Lei`,
    },
    { id: '5', title: t`Fire safety on site`, category: 'safety', hours: 4, teacher: t`Chen Gang` },
    { id: '6', title: t`First aid certificate`, category: 'safety', hours: 20, teacher: t`Wang Fang` },
  ];
}

/** Filtering and details: chips, a keyword and a length narrow the cards; a card opens its details in a drawer. */
export default function FilteringDemo() {
  const { t } = useLingui();
  const courses = useCourses();
  const [category, setCategory] = useState<Category>();
  const [length, setLength] = useState<Length>();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<Course | null>(null);
  const categories: Record<Category, string> = {
    it: t`IT skills`,
    management: t`Management`,
    safety: t`Safety`,
  };
  const words = keyword.trim().toLowerCase();
  const shown = courses.filter(
    (c) =>
      (!category || c.category === category) &&
      (!length || LENGTHS[length](c.hours)) &&
      (!words || `${c.title} ${c.teacher}`.toLowerCase().includes(words)),
  );
  const count = shown.length;
  const clear = () => {
    setCategory(undefined);
    setLength(undefined);
    setKeyword('');
  };

  return (
    <div className="gallery-pages">
      <div className="gallery-p-filters">
        <SearchBar placeholder={t`Search by title or teacher`} value={keyword} onChange={setKeyword} />
        <ChoiceGroup
          aria-label={t`Category`}
          value={category}
          onChange={setCategory}
          options={Object.entries(categories).map(([value, label]) => ({ value: value as Category, label }))}
        />
        <ChoiceGroup
          aria-label={t`Length`}
          value={length}
          onChange={setLength}
          options={[
            { value: 'short', label: t`Up to 8 hours` },
            { value: 'medium', label: t`8 to 16 hours` },
            { value: 'long', label: t`Over 16 hours` },
          ]}
        />
      </div>
      <p role="status" className="gallery-p-muted">
        <Plural value={count} one="# course found" other="# courses found" />
      </p>
      {count === 0 ? (
        <EmptyState
          title={t`No course matches`}
          description={<Button onClick={clear}>{t`Clear the filters`}</Button>}
        />
      ) : (
        <ul className="gallery-p-cards">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="gallery-p-card"
                onClick={() => setOpen(c)}
                aria-haspopup="dialog"
              >
                <span className="gallery-p-card-title">{c.title}</span>
                <Tag color={COLOURS[c.category]}>{categories[c.category]}</Tag>
                <span className="gallery-p-muted">
                  <Trans>
                    {c.hours} hours · {c.teacher}
                  </Trans>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open?.title}>
        {open && (
          <div className="gallery-pages">
            <List>
              <List.Item extra={categories[open.category]}>{t`Category`}</List.Item>
              <List.Item extra={open.hours}>{t`Hours`}</List.Item>
              <List.Item extra={open.teacher}>{t`Teacher`}</List.Item>
            </List>
            <Button
              className="gallery-p-signup"
              color="primary"
              onClick={() => void toast(t`Signed up (a demonstration: nothing is saved)`)}
            >
              <Trans>Sign up</Trans>
            </Button>
          </div>
        )}
      </Drawer>
    </div>
  );
}
