import { useEffect } from 'react';
import type { DetailCardView } from '@suite-ui/core/detail-card';
import { Button, List, Picker, Switch } from 'antd-mobile';

/** The card's setting content (loaded lazily): hover-edit and the custom condition rows. */
export default function CardSettingContent({ view }: { view: DetailCardView }) {
  const { conditions, partLoaded } = view;
  useEffect(() => partLoaded('settingContent'), [partLoaded]);
  const columns = [conditions.fieldOptions];
  return (
    <List header={view.settingTitle} data-testid="detail-card-setting-content">
      <List.Item
        extra={
          <Switch checked={view.hoverEdit} onChange={view.setHoverEdit} aria-label={view.hoverEditLabel} />
        }
      >
        {view.hoverEditLabel}
      </List.Item>
      {conditions.rows.map((row) => (
        <List.Item
          key={row.id}
          extra={
            <Button size="mini" onClick={row.remove}>
              {row.deleteLabel}
            </Button>
          }
        >
          <Picker
            columns={columns}
            value={[row.fieldId]}
            onConfirm={(value) => value[0] && row.change(String(value[0]))}
          >
            {(_, actions) => (
              <Button size="mini" fill="none" onClick={actions.open} aria-label={conditions.fieldLabel}>
                {row.label}
              </Button>
            )}
          </Picker>
        </List.Item>
      ))}
      <List.Item>
        <Button block size="small" onClick={conditions.add} disabled={!conditions.canAdd}>
          {conditions.addLabel}
        </Button>
      </List.Item>
    </List>
  );
}
