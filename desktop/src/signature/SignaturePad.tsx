import type { SignaturePadLike, SignaturePadProps } from '@suite-ui/core/react';
import { useSignature } from '@suite-ui/core/react';
import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Segmented, Space } from 'antd';
import SignatureLib from 'signature_pad';
import './signature.css';

const createPad = (canvas: HTMLCanvasElement) => new SignatureLib(canvas) as unknown as SignaturePadLike;

/** A signature pad (smooth strokes by signature_pad): pen colour and width, undo, clear, export to PNG or SVG. */
export function SignaturePad(props: SignaturePadProps) {
  const { view: pad, canvasRef } = useSignature(props, 'desktop', createPad);
  return (
    <div className="suite-signature" data-testid="signature-pad" data-empty={pad.empty}>
      <Space wrap>
        <Radio.Group
          aria-label={pad.labels.color}
          value={pad.colors.find((c) => c.selected)?.value}
          onChange={(e) => pad.setColor(e.target.value as string)}
          optionType="button"
          options={pad.colors.map((c) => ({
            value: c.value,
            label: (
              <span>
                <span className="suite-signature-swatch" style={{ background: c.value }} />
                {c.label}
              </span>
            ),
          }))}
        />
        <Segmented
          aria-label={pad.labels.width}
          value={pad.widths.find((w) => w.selected)?.value}
          options={pad.widths.map((w) => ({ value: w.value, label: w.label }))}
          onChange={(value) => pad.setWidth(Number(value))}
        />
      </Space>
      <div className="suite-signature-box" style={{ height: props.height ?? 200 }}>
        <canvas
          ref={canvasRef}
          className="suite-signature-canvas"
          aria-label={pad.labels.canvas}
          role="img"
          data-testid="signature-canvas"
        />
        {pad.empty && <span className="suite-signature-placeholder">{pad.labels.placeholder}</span>}
      </div>
      {pad.error && <Alert type="warning" showIcon title={pad.error} data-testid="signature-error" />}
      <Space wrap>
        <Button
          icon={<UndoOutlined />}
          disabled={!pad.canUndo}
          onClick={pad.undo}
          data-testid="signature-undo"
        >
          {pad.labels.undo}
        </Button>
        <Button
          icon={<ClearOutlined />}
          disabled={pad.empty}
          onClick={pad.clear}
          data-testid="signature-clear"
        >
          {pad.labels.clear}
        </Button>
        <Button
          type="primary"
          loading={pad.busy}
          onClick={() => pad.exportAs('png')}
          data-testid="signature-export-png"
        >
          {pad.labels.exportPng}
        </Button>
        <Button onClick={() => pad.exportAs('svg')} data-testid="signature-export-svg">
          {pad.labels.exportSvg}
        </Button>
      </Space>
    </div>
  );
}

export type { SignaturePadProps } from '@suite-ui/core/react';
