/** The few outline icons the portal's first pages draw, as our own SVG (1em, currentColor, hidden from readers). */
const outline = ({ d }: { d: string }) =>
  function Icon() {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={d} />
      </svg>
    );
  };

export const BackIcon = outline({ d: 'M15 4 7 12l8 8' });
export const SearchIcon = outline({ d: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20' });

/** A filled circle with a cross (the clear button of a field). */
export function ClearIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="m8.5 8.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
