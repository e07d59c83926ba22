import type { DatePresetKey, DatePresetView } from '@suite-ui/core';
import { Button, Typography } from 'antd';

export interface PresetListProps {
  title: string;
  presets: DatePresetView[];
  onSelect(key: DatePresetKey): void;
}

/** The preset column of the range panel (spec 4). */
export function PresetList({ title, presets, onSelect }: PresetListProps) {
  return (
    <div
      role="group"
      aria-label={title}
      data-testid="range-presets"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, auto)',
        alignContent: 'start',
        gap: 4,
        padding: 8,
        borderInlineEnd: '1px solid var(--ant-color-split)',
        maxHeight: 360,
        overflowY: 'auto',
      }}
    >
      <Typography.Text type="secondary" style={{ gridColumn: '1 / -1', padding: '0 8px 4px', fontSize: 12 }}>
        {title}
      </Typography.Text>
      {presets.map((preset) => (
        <Button
          key={preset.key}
          size="small"
          type={preset.selected ? 'primary' : 'text'}
          autoInsertSpace={false}
          aria-pressed={preset.selected}
          data-testid={`range-preset-${preset.key}`}
          style={{ justifyContent: 'flex-start' }}
          onClick={() => onSelect(preset.key)}
        >
          {preset.label}
        </Button>
      ))}
    </div>
  );
}
