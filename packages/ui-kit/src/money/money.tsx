import { formatKwacha } from '@pocket/contracts/money';

/** An amount as the product shows money: integer ngwee in, `K1,050.50` out. */
export function Money({ ngwee, className }: { ngwee: number; className?: string }) {
  return <span className={className}>{formatKwacha(ngwee)}</span>;
}
