import { Button, Input, Space } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { mobile, nonBlank, type ValidatorKey } from '@contract/validators';
import { DataTable } from '@/components/data-table';
import './pages.css';

type Row = { id: number; name: string; mobile: string };
type Field = 'name' | 'mobile';
type Problem = ValidatorKey | 'taken' | null;

/** The contract's validators (@contract/validators, the ones the server applies), and one rule across rows. */
const problemOf = (rows: Row[], row: Row, field: Field): Problem =>
  field === 'name'
    ? nonBlank(row.name)
    : (nonBlank(row.mobile) ??
      mobile(row.mobile) ??
      (rows.some((r) => r.id !== row.id && r.mobile === row.mobile) ? 'taken' : null));

/**
 * Table rules: an editable roster checked cell by cell (a cell once left, every cell on Check); a wrong cell is
 * aria-invalid and described by its message.
 */
export default function TableRulesDemo() {
  const { t } = useLingui();
  const base = useId();
  const [rows, setRows] = useState<Row[]>(() => [
    { id: 1, name: t`Zhang Wei`, mobile: '13800138000' },
    { id: 2, name: '', mobile: '1380013800' },
  ]);
  const [touched, setTouched] = useState(new Set<string>());
  const touch = (...keys: string[]) => setTouched((s) => new Set([...s, ...keys]));
  const edit = (id: number, field: Field, value: string) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
  const message = (field: Field, problem: Exclude<Problem, null>) =>
    problem === 'nonBlank'
      ? field === 'name'
        ? t`Please enter the full name`
        : t`Please enter the mobile number`
      : problem === 'mobile'
        ? t`Mobile number format error`
        : t`This mobile number is already on the roster`;
  const shownProblem = (row: Row, field: Field) =>
    touched.has(`${row.id}-${field}`) ? problemOf(rows, row, field) : null;
  const wrong = rows.flatMap((r) => (['name', 'mobile'] as const).filter((f) => shownProblem(r, f))).length;

  const cell = (field: Field, label: string) => (row: Row) => {
    const id = `${base}-${row.id}-${field}`;
    const problem = shownProblem(row, field);
    return (
      <>
        <Input
          id={id}
          value={row[field]}
          inputMode={field === 'mobile' ? 'tel' : undefined}
          onChange={(v) => edit(row.id, field, v)}
          onBlur={() => touch(`${row.id}-${field}`)}
          ref={inputAria({
            label: t`Row ${rows.indexOf(row) + 1}: ${label}`,
            invalid: !!problem,
            describedBy: problem ? `${id}-error` : undefined,
          })}
        />
        {problem && (
          <p className="field-error" id={`${id}-error`}>
            {message(field, problem)}
          </p>
        )}
      </>
    );
  };

  return (
    <div className="gallery-pages">
      <Space wrap>
        <Button onClick={() => setRows((rs) => [...rs, { id: Date.now(), name: '', mobile: '' }])}>
          <Trans>Add a row</Trans>
        </Button>
        <Button
          color="primary"
          onClick={() => touch(...rows.flatMap((r) => [`${r.id}-name`, `${r.id}-mobile`]))}
        >
          <Trans>Check the roster</Trans>
        </Button>
      </Space>
      <p role="status" className={wrong ? 'field-error' : 'gallery-p-muted'}>
        {wrong ? (
          <Plural value={wrong} one="# cell to correct" other="# cells to correct" />
        ) : touched.size ? (
          <Trans>Every checked cell is correct</Trans>
        ) : null}
      </p>
      <DataTable
        name="table-rules"
        rows={rows}
        rowKey={(r) => String(r.id)}
        columns={[
          { key: 'no', title: '#', render: (r) => rows.indexOf(r) + 1 },
          { key: 'name', title: t`Name`, render: cell('name', t`Name`) },
          { key: 'mobile', title: t`Mobile number`, render: cell('mobile', t`Mobile number`) },
          {
            key: 'remove',
            title: <span className="visually-hidden">{t`Actions`}</span>,
            render: (r) => (
              <Button
                size="mini"
                onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}
                aria-label={t`Remove row ${rows.indexOf(r) + 1}`}
              >
                <Trans>Remove</Trans>
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
