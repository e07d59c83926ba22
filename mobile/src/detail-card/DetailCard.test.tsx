import type { FormCard } from '@suite-ui/core';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { DetailCard } from './DetailCard';

describe('mobile DetailCard', () => {
  it('lists the related records of relevanceDatas above the card’s secret level, and an explicit save when real-time saving is prohibited', async () => {
    const loadCard = jest.fn(async (): Promise<FormCard> => ({
      title: 'Customer C1',
      module: 'customer',
      saveDataParams: { objectId: 'c1' },
      items: [
        { id: 'name', itemType: 'INPUT', label: 'Name' },
        {
          id: 'team',
          itemType: 'BROWSER',
          label: 'Team',
          browserBean: { type: 'group' },
        },
      ],
      data: {
        name: 'x',
        team: [{ id: 'g1', type: 'group', name: 'East', childrenData: [{ id: 'u1', name: 'Lin' }] }],
      },
      secretLevel: 2,
      prohibitRealTimeSaving: true,
      relevanceDatas: [
        {
          kind: 'task',
          items: [
            { targetId: 't1', targetName: 'Call back', secretLevel: 3 },
            { targetId: 't2', targetName: 'Old note', secretLevel: 1 },
          ],
        },
      ],
    }));
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <DetailCard source={{ kind: 'customer', id: 'c1' }} services={{ loadCard }} hoverEdit />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const tasks = await screen.findByTestId('detail-card-related-task', {}, { timeout: 5000 });
    expect(tasks).toHaveTextContent('Call back');
    expect(tasks).not.toHaveTextContent('Old note');
    expect(screen.getByTestId('form-field-team-members')).toHaveTextContent('Lin');
    expect(screen.getByTestId('form-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('form-saves-per-field')).toBeNull();
  });
});
