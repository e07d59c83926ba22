import { useEffect } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import type { DetailCardView } from '@suite-ui/core/detail-card';
import { Button, Select, Space, Switch, Typography } from 'antd';

/** The card's setting content (loaded lazily): hover-edit and the custom condition rows. */
export default function CardSettingContent({ view }: { view: DetailCardView }) {
  const { conditions, partLoaded } = view;
  useEffect(() => partLoaded('settingContent'), [partLoaded]);
  return (
    <Space
      orientation="vertical"
      className="suite-detail-card__setting"
      data-testid="detail-card-setting-content"
    >
      <Space>
        <Switch
          checked={view.hoverEdit}
          onChange={view.setHoverEdit}
          aria-label={view.hoverEditLabel}
          data-testid="detail-card-hover-edit"
        />
        <span>{view.hoverEditLabel}</span>
      </Space>
      <Typography.Text strong>{conditions.title}</Typography.Text>
      {conditions.rows.map((row) => (
        <Space.Compact
          key={row.id}
          className="suite-detail-card__condition"
          data-testid={`detail-card-condition-${row.id}`}
        >
          <Select
            aria-label={conditions.fieldLabel}
            value={row.fieldId}
            onChange={row.change}
            options={conditions.fieldOptions}
            virtual={false}
            className="suite-detail-card__condition-field"
          />
          <Button icon={<DeleteOutlined />} aria-label={row.deleteLabel} onClick={row.remove} />
        </Space.Compact>
      ))}
      <Button onClick={conditions.add} disabled={!conditions.canAdd} data-testid="detail-card-condition-add">
        {conditions.addLabel}
      </Button>
    </Space>
  );
}
