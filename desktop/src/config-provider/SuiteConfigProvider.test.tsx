import { accessiblePalette } from '@suite-ui/core';
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { SuiteConfigProvider } from './SuiteConfigProvider';

const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('desktop SuiteConfigProvider', () => {
  it('themes antd with the accessible primary colour', () => {
    render(
      <SuiteConfigProvider>
        <Button type="primary">go</Button>
      </SuiteConfigProvider>,
    );
    expect(injectedCss().toLowerCase()).toContain(accessiblePalette.primary);
  });

  it("lets the host's tokens win", () => {
    render(
      <SuiteConfigProvider theme={{ token: { colorPrimary: '#aa0000' } }}>
        <Button type="primary">go</Button>
      </SuiteConfigProvider>,
    );
    expect(injectedCss().toLowerCase()).toContain('#aa0000');
  });
});
