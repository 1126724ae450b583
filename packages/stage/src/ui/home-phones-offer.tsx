import { Cell, CellGroup } from 'react-vant';

export const HOME_PHONES_TITLE = 'Phones on stages';

/** The home offer: a phone now for a deposit, the rest in stages. */
export function HomePhonesOffer({ onOpen }: { onOpen: () => void }) {
  return (
    <CellGroup inset data-testid="home-phones-offer">
      <Cell
        isLink
        icon={<img src="/phones/tecno-spark-20.svg" alt="" width={32} height={42} style={{ marginRight: 8 }} />}
        title={HOME_PHONES_TITLE}
        label="Take a smartphone home for a deposit and pay the rest in stages"
        onClick={onOpen}
      />
    </CellGroup>
  );
}
