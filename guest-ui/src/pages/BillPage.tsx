import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { BillGuest, GuestBill } from '../api/bill.ts';
import { useBill } from '../api/use-bill.ts';
import { BackButton } from '../components/BackButton.tsx';
import { BillLines, BillSum } from '../components/BillLines.tsx';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSession } from '../session/session-store.ts';
import { shownGuestName } from '../session/guest-name.ts';
import { menuPath } from './choose-menu-type.ts';
import { MissingSession } from './MissingSession.tsx';

type Tab = 'mine' | 'table';
const TABS: Tab[] = ['mine', 'table'];

/** "Meine Positionen": the lines this guest added that are still open, with their total. */
function MinePanel({ bill }: { bill: GuestBill }) {
  const { t } = useI18n();
  const mine = bill.guests.find((guest) => guest.key === bill.mineKey);
  if (!mine || mine.lines.length === 0) return <p className="bill-empty">{t('bill.mineEmpty')}</p>;
  return (
    <>
      <BillLines lines={mine.lines} />
      <BillSum label={t('bill.mineTotal')} amountCents={bill.mineOpenCents} grand />
    </>
  );
}

/** One guest of the table: their name (the guest's own marked), open lines and subtotal. */
function GuestSection({ guest, mine }: { guest: BillGuest; mine: boolean }) {
  const { t } = useI18n();
  const headingId = useId();
  // Lines nobody in particular added: the server names them "Tisch".
  const name = guest.key === 'table' ? t('bill.tableLines') : shownGuestName(guest.name, guest.guestNumber, t);
  return (
    <section className={mine ? 'bill-guest mine' : 'bill-guest'} aria-labelledby={headingId}>
      <h3 id={headingId}>{mine ? t('bill.you', { name }) : name}</h3>
      <BillLines lines={guest.lines} />
      <BillSum label={t('bill.subtotal')} amountCents={guest.openCents} />
    </section>
  );
}

/** "Ganzer Tisch": every guest with their open lines and subtotal, and the table's total. */
function TablePanel({ bill }: { bill: GuestBill }) {
  const { t } = useI18n();
  return (
    <>
      {bill.guests.map((guest) => (
        <GuestSection key={guest.key} guest={guest} mine={guest.key === bill.mineKey} />
      ))}
      <BillSum label={t('bill.tableTotal')} amountCents={bill.openCents} grand />
    </>
  );
}

/**
 * The table's open bill on the guest's phone: "Meine Positionen" (what this guest added and is still open) and
 * "Ganzer Tisch" (every guest's open lines with subtotals, and the total), as two tabs. Paid lines are gone; it
 * follows the orders live. "Rechnung bitte" stays in the top bar.
 */
export default function BillPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const atTable = session?.entryType === 'TABLE';
  const { bill, failed, notAtTable, reload } = useBill(atTable ? session : null, language);
  const [tab, setTab] = useState<Tab>('mine');
  const ids = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (!session) return <MissingSession />;

  const tabId = (which: Tab) => `${ids}-tab-${which}`;
  const panelId = (which: Tab) => `${ids}-panel-${which}`;
  const labels: Record<Tab, string> = { mine: t('bill.mine'), table: t('bill.table') };

  // Arrow keys, Home and End move between the tabs (and choose the one they land on), as in every tab list.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TABS[(next + TABS.length) % TABS.length];
    setTab(chosen);
    tabRefs.current[chosen]?.focus();
  };

  const nothingOpen = bill !== null && bill.guests.length === 0;

  return (
    <>
      <TopBar start={<BackButton to={menuPath()} />} service />
      <main className="page bill-page">
        <h1>{t('bill.title')}</h1>
        {(!atTable || notAtTable) && <p className="notice info">{t('bill.onlyAtTable')}</p>}
        {atTable && !notAtTable && !bill && !failed && <p role="status">{t('bill.loading')}</p>}
        {failed && (
          <div role="alert" className="notice bill-failed">
            <p>{t('bill.failed')}</p>
            <button type="button" className="button secondary" onClick={reload}>
              {t('app.retry')}
            </button>
          </div>
        )}
        {nothingOpen && (
          <p className="bill-empty all-paid" role="status">
            {t('bill.nothingOpen')}
          </p>
        )}
        {bill && !nothingOpen && (
          <>
            <div className="bill-tabs" role="tablist" aria-label={t('bill.title')}>
              {TABS.map((which) => (
                <button
                  key={which}
                  ref={(button) => {
                    tabRefs.current[which] = button;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(which)}
                  aria-selected={tab === which}
                  aria-controls={panelId(which)}
                  tabIndex={tab === which ? 0 : -1}
                  className="bill-tab"
                  onClick={() => setTab(which)}
                  onKeyDown={onTabKey}
                >
                  {labels[which]}
                </button>
              ))}
            </div>
            {TABS.map((which) => (
              <section
                key={which}
                id={panelId(which)}
                role="tabpanel"
                aria-labelledby={tabId(which)}
                className="bill-panel"
                hidden={tab !== which}
                tabIndex={0}
              >
                <h2 className="visually-hidden">{labels[which]}</h2>
                {which === 'mine' ? <MinePanel bill={bill} /> : <TablePanel bill={bill} />}
              </section>
            ))}
          </>
        )}
      </main>
    </>
  );
}
