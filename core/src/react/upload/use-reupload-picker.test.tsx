/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { UploadView } from '../../upload';
import { useReuploadPicker, type ReuploadPicker } from './use-reupload-picker';

function Harness({ view, onPicker }: { view: UploadView; onPicker(picker: ReuploadPicker): void }) {
  const picker = useReuploadPicker(view);
  onPicker(picker);
  return <input type="file" hidden {...picker.inputProps} data-testid="reupload" />;
}

describe('useReuploadPicker', () => {
  it('opens the file chooser for a row and replaces that row with the chosen file', () => {
    const reupload = jest.fn();
    const view = { accept: '.png', reupload } as unknown as UploadView;
    let picker!: ReuploadPicker;
    render(<Harness view={view} onPicker={(p) => (picker = p)} />);
    const input = screen.getByTestId('reupload') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    expect(input.accept).toBe('.png');

    act(() => picker.pick('f7'));
    expect(click).toHaveBeenCalled();
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(reupload).toHaveBeenCalledWith('f7', file);
  });

  it('does nothing when no row asked for a file', () => {
    const reupload = jest.fn();
    render(<Harness view={{ accept: '', reupload } as unknown as UploadView} onPicker={() => {}} />);
    fireEvent.change(screen.getByTestId('reupload'), { target: { files: [new File(['x'], 'a.txt')] } });
    expect(reupload).not.toHaveBeenCalled();
  });
});
