// @lucky-canvas/react 0.1.13 ships no type declarations (its package.json names a missing types/ folder).
declare module '@lucky-canvas/react' {
  import type { Component } from 'react';

  export interface LuckyFont {
    text: string;
    top?: string | number;
    fontColor?: string;
    fontSize?: string;
    fontWeight?: string;
    lineHeight?: string;
    wordWrap?: boolean;
    lengthLimit?: string | number;
  }
  export interface LuckyImg {
    src: string;
    top?: string | number;
    width?: string;
    height?: string;
  }
  export interface LuckyBlock {
    padding?: string;
    background?: string;
    borderRadius?: string | number;
    imgs?: LuckyImg[];
  }
  export interface LuckyPrize {
    background?: string;
    fonts?: LuckyFont[];
    imgs?: LuckyImg[];
    x?: number;
    y?: number;
    col?: number;
    row?: number;
    borderRadius?: string | number;
  }
  export interface LuckyButton {
    radius?: string;
    background?: string;
    pointer?: boolean;
    fonts?: LuckyFont[];
    x?: number;
    y?: number;
    col?: number;
    row?: number;
  }
  export interface LuckyProps {
    width?: string | number;
    height?: string | number;
    blocks?: LuckyBlock[];
    prizes?: LuckyPrize[];
    buttons?: LuckyButton[];
    button?: LuckyButton;
    slots?: Array<{ order?: number[]; speed?: number; direction?: 1 | -1 }>;
    rows?: number;
    cols?: number;
    defaultStyle?: Record<string, unknown>;
    defaultConfig?: Record<string, unknown>;
    activeStyle?: Record<string, unknown>;
    onStart?: (event?: unknown) => void;
    onEnd?: (prize: LuckyPrize) => void;
  }
  interface Controls {
    play(): void;
    stop(index?: number | number[]): void;
    init(): void;
  }
  export class LuckyWheel extends Component<LuckyProps> implements Controls {
    play(): void;
    stop(index?: number): void;
    init(): void;
  }
  export class LuckyGrid extends Component<LuckyProps> implements Controls {
    play(): void;
    stop(index?: number): void;
    init(): void;
  }
  export class SlotMachine extends Component<LuckyProps> implements Controls {
    play(): void;
    stop(index?: number | number[]): void;
    init(): void;
  }
}
