/** What an enterprise or feedback screen shows while its catalog (a few ms) or its first answer arrives. */
export function PageSkeleton({ testId }: { testId: string }) {
  return (
    <div className="portal-page" aria-hidden="true" data-testid={testId}>
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ padding: 16, background: '#fff', marginBottom: 8 }}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ))}
    </div>
  );
}
