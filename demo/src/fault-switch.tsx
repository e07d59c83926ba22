import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const ARMED_KEY = 'suite-ui-demo:fault';

// Every call under /api from this browser answers 500 while armed: readers see each widget's error
// state and retry, and other readers of the same demo server are not affected (scope: browser).
async function armFault(on: boolean): Promise<void> {
  const response = await fetch('/__fixtures/faults', {
    method: on ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: on ? JSON.stringify({ path: '/api', fault: '500', scope: 'browser' }) : undefined,
  });
  if (!response.ok) throw new Error(`fault switch: ${response.status}`);
}

/** The demo's fault switch: makes the fake backend fail so the error states can be seen. */
export function FaultSwitch() {
  const t = useT();
  const [armed, setArmed] = useState(() => sessionStorage.getItem(ARMED_KEY) === '1');
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await armFault(!armed);
      sessionStorage.setItem(ARMED_KEY, armed ? '0' : '1');
      setArmed(!armed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="demo-locale-switch">
      <button
        type="button"
        aria-pressed={armed}
        disabled={busy}
        onClick={() => void toggle()}
        title={t('layout.demo.faultHint')}
        data-testid="demo-fault-switch"
      >
        {t('layout.demo.fault')}
      </button>
    </span>
  );
}
