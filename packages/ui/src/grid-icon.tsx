/** Semi's icon markup (its classes size and colour it), for the grid's few icons. */
export function Icon({ d, size = 'default', className = '' }: { d: string; size?: 'small' | 'default' | 'large'; className?: string }) {
  return (
    <span role="img" aria-hidden className={`semi-icon semi-icon-${size} ${className}`}>
      <svg viewBox="0 0 24 24" fill="none" width="1em" height="1em" focusable="false" aria-hidden="true">
        <path d={d} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </span>
  );
}
