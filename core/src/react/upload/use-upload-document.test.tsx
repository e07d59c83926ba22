/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { UploadDocView } from '../../upload';
import { useUploadDocument } from './use-upload-document';

function Line({ document }: { document: UploadDocView }) {
  const shown = useUploadDocument(document);
  return <p data-testid="line">{shown ? shown.text : 'nothing yet'}</p>;
}

const view = (status: UploadDocView['status'], load = jest.fn()): UploadDocView => ({
  status,
  text: status === 'ready' ? 'Plan 2026 · Project files' : '',
  retryLabel: 'Retry',
  load,
});

describe('useUploadDocument', () => {
  it('asks for the document when the row first shows, and shows nothing until then', () => {
    const load = jest.fn();
    render(
      <StrictMode>
        <Line document={view('idle', load)} />
      </StrictMode>,
    );
    expect(load).toHaveBeenCalled();
    expect(screen.getByTestId('line').textContent).toBe('nothing yet');
  });

  it('leaves a lookup under way or done alone and returns its view', () => {
    const load = jest.fn();
    const { rerender } = render(<Line document={view('loading', load)} />);
    rerender(<Line document={view('ready', load)} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('line').textContent).toBe('Plan 2026 · Project files');
  });
});
