import { useTranslate } from 'react-admin';
import { BoardHeader } from '../common/BoardScreen';
import { StationSwitcher } from '../common/StationSwitcher';
import { ADMIN_HOME } from '../providers/token';
import { KitchenSettings } from './KitchenSettings';
import type { AgeThresholds } from './ticketAge';

interface Props {
  now: number;
  thresholds: AgeThresholds;
  onThresholdsChange: (t: AgeThresholds) => void;
}

/** The board's header with its own switches: the ticket age limits and the way to the station screens. */
export const KitchenHeader = ({ now, thresholds, onThresholdsChange }: Props) => {
  const translate = useTranslate();
  return (
    <BoardHeader title={translate('app.kitchen.title')} now={now} back={{ to: ADMIN_HOME, label: translate('app.kitchen.back') }}>
      <KitchenSettings value={thresholds} onChange={onThresholdsChange} />
      <StationSwitcher />
    </BoardHeader>
  );
};
