import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { componentStyleImport } from './react-vant-css';

const reactVantEs = path.join(path.dirname(createRequire(import.meta.url).resolve('react-vant/package.json')), 'es');
const IMPORT = 'import "./style/index.css";';

describe("react-vant's component CSS goes with the component's code", () => {
  it("appends the stylesheet import to a module of a component that has one (react-vant's own files)", () => {
    expect(componentStyleImport(path.join(reactVantEs, 'field', 'Field.js'))).toBe(IMPORT);
    expect(componentStyleImport(path.join(reactVantEs, 'toast', 'method.js'))).toBe(IMPORT);
    expect(componentStyleImport(path.join(reactVantEs, 'stepper', 'Stepper.js'))).toBe(IMPORT);
    expect(componentStyleImport(`${path.join(reactVantEs, 'dialog', 'Dialog.js')}?v=1`)).toBe(IMPORT);
  });

  it('leaves alone what is not a component with a stylesheet', () => {
    expect(componentStyleImport(path.join(reactVantEs, 'hooks', 'use-rect.js'))).toBeNull();
    expect(componentStyleImport(path.join(reactVantEs, 'index.js'))).toBeNull();
    expect(componentStyleImport(path.join(reactVantEs, 'field', 'style', 'index.css'))).toBeNull();
    expect(componentStyleImport('/repo/packages/borrow/src/ui/field/Field.js')).toBeNull();
  });

  it('asks for the stylesheet beside the module, whatever the path separators', () => {
    const asked: string[] = [];
    const exists = (file: string) => {
      asked.push(file.replaceAll('\\', '/'));
      return false;
    };
    expect(componentStyleImport('C:\\repo\\node_modules\\react-vant\\es\\popup\\Popup.js', exists)).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/react-vant\/es\/popup\/style\/index\.css$/);
  });
});
