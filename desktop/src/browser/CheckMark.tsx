/** The theme's colours of a result row's check box. */
export interface CheckMarkColors {
  border: string;
  checked: string;
  background: string;
  radius: number;
}

// the look of antd's checkbox, drawn from the theme's tokens
export function CheckMark({ checked, marks }: { checked: boolean; marks: CheckMarkColors }) {
  return (
    <span
      aria-hidden
      style={{
        position: 'relative',
        flex: 'none',
        boxSizing: 'border-box',
        width: 16,
        height: 16,
        borderRadius: marks.radius,
        border: `1px solid ${checked ? marks.checked : marks.border}`,
        background: checked ? marks.checked : marks.background,
      }}
    >
      {checked && (
        <span
          style={{
            position: 'absolute',
            top: 2,
            left: 4.5,
            width: 5.5,
            height: 9,
            boxSizing: 'border-box',
            border: `solid ${marks.background}`,
            borderWidth: '0 2px 2px 0',
            transform: 'rotate(45deg)',
          }}
        />
      )}
    </span>
  );
}
