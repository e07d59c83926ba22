import type { FormCard } from '@suite-ui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { DetailCard } from './DetailCard';

describe('desktop DetailCard', () => {
  it('shows a skeleton until the record is loaded, then its sections and title', async () => {
    let resolve: (card: FormCard) => void = () => undefined;
    const loadCard = jest.fn(() => new Promise<FormCard>((r) => (resolve = r)));
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <DetailCard source={{ kind: 'task', id: 't1' }} services={{ loadCard }} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    // the skeleton is the card's height (300): detail-card.css reads it from the custom property
    const skeleton = screen.getByTestId('detail-card-skeleton');
    expect(skeleton).toHaveClass('suite-detail-card__skeleton');
    expect(skeleton.style.getPropertyValue('--suite-detail-card-height')).toBe('300px');
    await waitFor(() => expect(loadCard).toHaveBeenCalled());
    resolve({
      title: 'Task T1',
      items: [{ id: 'name', itemType: 'INPUT', label: 'Name', groupId: 'base' }],
      groups: [
        { id: 'tags', title: 'Tags', kind: 'tags' },
        { id: 'base', title: 'Basics', kind: 'alwaysShow' },
      ],
      tags: [{ id: 'vip', name: 'VIP' }],
      data: { name: 'x' },
    });
    // the title part loads lazily: its first import can take a while on a busy machine
    expect(await screen.findByTestId('detail-card-title', {}, { timeout: 5000 })).toHaveTextContent(
      'Task T1',
    );
    expect(screen.getByTestId('form-tag-vip')).toHaveTextContent('VIP');
    expect(screen.getByTestId('form-section-base')).toHaveAttribute('data-open', 'true');
    expect(screen.queryByTestId('detail-card-skeleton')).toBeNull();
  });

  it('lists the related records of relevanceDatas, without those below the card’s secret level, and saves per field in hover-edit', async () => {
    const loadCard = jest.fn(async (): Promise<FormCard> => ({
      title: 'Task T1',
      module: 'task',
      saveDataParams: { objectId: 't1' },
      items: [{ id: 'name', itemType: 'INPUT', label: 'Name' }],
      data: { name: 'x' },
      secretLevel: 2,
      relevanceDatas: [
        {
          kind: 'document',
          items: [
            { targetId: 'd1', targetName: 'Spec', secretLevel: 2 },
            { targetId: 'd3', targetName: 'Draft', secretLevel: 1 },
          ],
        },
      ],
    }));
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <DetailCard source={{ kind: 'task', id: 't1' }} services={{ loadCard }} hoverEdit />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const documents = await screen.findByTestId('detail-card-related-document', {}, { timeout: 5000 });
    expect(documents).toHaveTextContent('Spec');
    expect(documents).not.toHaveTextContent('Draft');
    expect(screen.getByTestId('form-saves-per-field')).toBeInTheDocument();
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });
});
