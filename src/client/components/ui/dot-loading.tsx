import 'antd-mobile/es/components/dot-loading/dot-loading.css';

const COLORS: Record<string, string> = {
  default: 'var(--adm-color-weak, #666666)',
  primary: 'var(--adm-color-primary, #0958d9)',
  white: 'var(--adm-color-white, #ffffff)',
};

/** antd-mobile's three bouncing dots (its class names and styles), without its runtime. */
export function DotLoading({ color = 'default' }: { color?: string }) {
  return (
    <span
      style={{ color: COLORS[color] ?? color }}
      className="adm-loading adm-dot-loading"
      aria-hidden="true"
    >
      <svg height="1em" viewBox="0 0 100 40" style={{ verticalAlign: '-0.125em' }}>
        {[0, 1, 2].map((i) => (
          <rect key={i} fill="currentColor" x={20 + i * 26} y="16" width="8" height="8" rx="2">
            <animate
              attributeName="y"
              from="16"
              to="16"
              dur="2s"
              begin={`${i * 0.2}s`}
              repeatCount="indefinite"
              values="16; 6; 26; 16; 16"
              keyTimes="0; 0.1; 0.3; 0.4; 1"
            />
          </rect>
        ))}
      </svg>
    </span>
  );
}
