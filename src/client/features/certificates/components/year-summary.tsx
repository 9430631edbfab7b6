import { List } from 'antd-mobile';
import { Plural, Trans } from '@lingui/react/macro';
import type { YearHours } from '../model/summary';

/** Credit hours per year: the valid certificates, by the year each course was completed. */
export function YearSummary({ years }: { years: YearHours[] }) {
  return (
    <section
      className="certificate-years"
      aria-labelledby="certificate-years-title"
      data-testid="certificate-years"
    >
      <h2 id="certificate-years-title">
        <Trans>Credit hours by year</Trans>
      </h2>
      <p className="hint">
        <Trans>Valid certificates, by the year the course was completed.</Trans>
      </p>
      {years.length ? (
        <List>
          {years.map((y) => (
            <List.Item
              key={y.year}
              extra={
                <span data-testid="certificate-year-hours">
                  <Plural value={y.hours} one="# credit hour" other="# credit hours" />
                </span>
              }
              description={<Plural value={y.count} one="# certificate" other="# certificates" />}
              data-testid="certificate-year"
            >
              {y.year}
            </List.Item>
          ))}
        </List>
      ) : (
        <p className="hint" data-testid="certificate-years-none">
          <Trans>No valid certificate counts towards a year yet.</Trans>
        </p>
      )}
    </section>
  );
}
