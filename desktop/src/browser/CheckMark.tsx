// the look of antd's checkbox, drawn by browser.css from the theme's variables
export function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden className="suite-browser__check" data-checked={checked ? '' : undefined}>
      {checked && <span className="suite-browser__check-tick" />}
    </span>
  );
}
