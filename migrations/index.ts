import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { SecurityReview1764000000000 } from './1764000000000-SecurityReview.js';
import { InvoiceSnapshots1764100000000 } from './1764100000000-InvoiceSnapshots.js';
import { ExtrasWords1764200000000 } from './1764200000000-ExtrasWords.js';
import { ExtraAllergens1764300000000 } from './1764300000000-ExtraAllergens.js';
import { OrderEventHorizons1764400000000 } from './1764400000000-OrderEventHorizons.js';
import { OrderListIndex1764500000000 } from './1764500000000-OrderListIndex.js';
import { OrderRateTotals1764600000000 } from './1764600000000-OrderRateTotals.js';
import { GapFreeOrderNumbers1764700000000 } from './1764700000000-GapFreeOrderNumbers.js';
import { TableService1764800000000 } from './1764800000000-TableService.js';
import { MenuTranslations1764900000000 } from './1764900000000-MenuTranslations.js';
import { OrderItemAllergens1765000000000 } from './1765000000000-OrderItemAllergens.js';
import { SharedOrdersIndex1765100000000 } from './1765100000000-SharedOrdersIndex.js';
import { OrderItemDrinks1765200000000 } from './1765200000000-OrderItemDrinks.js';
import { Payments1765300000000 } from './1765300000000-Payments.js';
import { CreditNotes1765350000000 } from './1765350000000-CreditNotes.js';
import { OrderItemNotes1765400000000 } from './1765400000000-OrderItemNotes.js';
import { TableBills1765450000000 } from './1765450000000-TableBills.js';
import { StaffOrderEntry1765500000000 } from './1765500000000-StaffOrderEntry.js';
import { RestaurantLogo1765550000000 } from './1765550000000-RestaurantLogo.js';
import { InvoiceRecipients1765620800000 } from './1765620800000-InvoiceRecipients.js';
import { VatDefaults1765700000000 } from './1765700000000-VatDefaults.js';
import { CompanyRegisterCourt1765710000000 } from './1765710000000-CompanyRegisterCourt.js';
import { TableNamesAreas1765720000000 } from './1765720000000-TableNamesAreas.js';
import { OrderEventParts1765730000000 } from './1765730000000-OrderEventParts.js';
import { RksvRegister1765740000000 } from './1765740000000-RksvRegister.js';
import { PaymentIdempotencyKeys1765750000000 } from './1765750000000-PaymentIdempotencyKeys.js';
import { Stations1765760000000 } from './1765760000000-Stations.js';
import { Printing1765770000000 } from './1765770000000-Printing.js';

/** Every migration, oldest first; listed explicitly so the compiled server and jest load the same set. */
export const migrations = [
  InitialSchema1763800000000,
  SecurityReview1764000000000,
  InvoiceSnapshots1764100000000,
  ExtrasWords1764200000000,
  ExtraAllergens1764300000000,
  OrderEventHorizons1764400000000,
  OrderListIndex1764500000000,
  OrderRateTotals1764600000000,
  GapFreeOrderNumbers1764700000000,
  TableService1764800000000,
  MenuTranslations1764900000000,
  OrderItemAllergens1765000000000,
  SharedOrdersIndex1765100000000,
  OrderItemDrinks1765200000000,
  Payments1765300000000,
  CreditNotes1765350000000,
  OrderItemNotes1765400000000,
  TableBills1765450000000,
  StaffOrderEntry1765500000000,
  RestaurantLogo1765550000000,
  InvoiceRecipients1765620800000,
  VatDefaults1765700000000,
  CompanyRegisterCourt1765710000000,
  TableNamesAreas1765720000000,
  OrderEventParts1765730000000,
  RksvRegister1765740000000,
  PaymentIdempotencyKeys1765750000000,
  Stations1765760000000,
  Printing1765770000000,
];
