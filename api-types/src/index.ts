// The wire model of the Tischlein API: the types the apps use, generated from the server's OpenAPI
// document into openapi.ts (`npm run api:types`). A field renamed on the server breaks the apps' build.
import type { components } from './openapi.js';

type Schemas = components['schemas'];
export type { components, operations, paths } from './openapi.js';
export type Schema<Name extends keyof Schemas> = Schemas[Name];

// Menu and extras
export type MenuType = Schemas['MenuTypeDto'];
export type Category = Schemas['CategoryDto'];
/** An item on the guests' menu (GET /menu/items). */
export type MenuItem = Schemas['GuestMenuItemDto'];
export type AdminMenuItem = Schemas['AdminMenuItemDto'];
export type MenuItemInput = Schemas['MenuItemInputDto'];
export type AdminMenuType = Schemas['AdminMenuTypeDto'];
export type AdminCategory = Schemas['AdminCategoryDto'];
export type TranslationLanguage = Schemas['TranslationLanguage'];
export type TranslationsImport = Schemas['TranslationsImportDto'];
export type MenuTypeInput = Schemas['MenuTypeInputDto'];
export type CategoryInput = Schemas['CategoryInputDto'];
export type Extra = Schemas['ExtraDto'];
export type AdminExtra = Schemas['AdminExtraDto'];
export type ExtraInput = Schemas['AddingInputDto'];
export type VatRate = Schemas['VatRate'];
export type VatCategory = Schemas['VatCategory'];

// Guest session, basket and orders
export type Session = Schemas['SessionDto'];
export type StartedSession = Schemas['StartedSessionDto'];
/** A table a waiter may take an order at (staff order entry). */
export type StaffTable = Schemas['StaffTableDto'];
export type Basket = Schemas['BasketDto'];
export type BasketItem = Schemas['BasketItemDto'];
export type BasketExtra = Schemas['BasketExtraDto'];
export type TaxLine = Schemas['TaxLineDto'];
export type CheckoutAnswer = Schemas['CheckoutAnswerDto'];
export type GuestOrder = Schemas['GuestOrderDto'];
export type GuestOrderItem = Schemas['GuestOrderItemDto'];
/** How far a guest's line is: in preparation (a held course too), ready, served; null on the line: not at a station yet. */
export type LineProgress = Schemas['LineProgress'];

// Orders as staff see them, and the live feed
export type Order = Schemas['OrderDto'];
export type OrderItem = Schemas['OrderItemDto'];
export type OrderDetail = Schemas['OrderDetailDto'];
export type OrderEvent = Schemas['OrderEventDto'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderType = Schemas['OrderType'];
export type OrderEventType = Schemas['OrderEventType'];
export type OrderAction = Schemas['OrderAction'];
export type PayOrder = Schemas['PayOrderDto'];
export type PaidOrder = Schemas['PaidOrderDto'];
export type InvoiceDocument = Schemas['InvoiceDocumentDto'];
/** Whom an order's invoice names (a business guest's "Firmenrechnung"), as answered and as sent. */
export type InvoiceRecipient = Schemas['InvoiceRecipientDto'];
export type InvoiceRecipientInput = Schemas['InvoiceRecipientInputDto'];
export type GuestInvoiceRecipient = Schemas['GuestInvoiceRecipientDto'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type Payment = Schemas['PaymentDto'];
export type StaffOrderEventMessage = Schemas['StaffOrderEventMessageDto'];
export type GuestOrderEventMessage = Schemas['GuestOrderEventMessageDto'];

// Stations, courses and each line's preparation (issue 35)
export type Station = Schemas['StationDto'];
export type StationInput = Schemas['StationInputDto'];
export type Course = Schemas['Course'];
export type LinePreparation = Schemas['LinePreparationDto'];
export type PreparationState = Schemas['PreparationState'];
export type OrderPreparationState = Schemas['OrderPreparationState'];

// Bon printers and their print queue
export type Printer = Schemas['PrinterDto'];
export type PrinterInput = Schemas['PrinterInputDto'];
export type PrinterStatus = Schemas['PrinterStatus'];
export type PrintJob = Schemas['PrintJobDto'];
export type BonKind = Schemas['BonKind'];

// A table's bill: its open lines by guest, paid in parts
export type TableBill = Schemas['TableBillDto'];
export type BillGuest = Schemas['BillGuestDto'];
export type BillLine = Schemas['BillLineDto'];
export type OpenTable = Schemas['OpenTableDto'];
export type PayBill = Schemas['PayBillDto'];
export type BillPayment = Schemas['BillPaymentDto'];
export type GuestBill = Schemas['GuestBillDto'];
export type BillScope = Schemas['BillScope'];

// Service calls ("Kellner rufen", "Rechnung bitte") and the shared table basket
export type ServiceCall = Schemas['ServiceCallDto'];
export type StaffServiceCall = Schemas['StaffServiceCallDto'];
export type ServiceCallKind = Schemas['ServiceCallKind'];
export type ServiceCallStatus = Schemas['ServiceCallStatus'];
export type ServiceCallsReport = Schemas['ServiceCallsReportDto'];
export type TodayFigures = Schemas['TodayFiguresDto'];

// Tables, staff and the restaurant
export type Table = Schemas['TableDto'];
export type User = Schemas['UserDto'];
export type AuthUser = Schemas['AuthUserDto'];
export type Role = Schemas['Role'];
export type AppMetadata = Schemas['AppMetadataDto'];
export type SupportContact = Schemas['SupportContactDto'];
export type ServiceProvider = Schemas['ServiceProviderDto'];
export type AppInfo = Schemas['AppInfoRecordDto'];

// Reports (GET /api/admin/reports/…)
export type ReportGranularity = Schemas['ReportGranularity'];
export type RevenueReport = Schemas['RevenueReportDto'];
export type RevenueRow = Schemas['RevenueRowDto'];
export type RevenueTotals = Schemas['RevenueTotalsDto'];
export type BusyTimesReport = Schemas['BusyTimesReportDto'];
export type ProductsReport = Schemas['ProductsReportDto'];
export type VatReport = Schemas['VatReportDto'];
export type VatRateFigure = Schemas['VatRateFigureDto'];
export type PaymentsReport = Schemas['PaymentsReportDto'];
export type DailyClosing = Schemas['DailyClosingDto'];

// Operations
export type Metrics = Schemas['ServerMetricsDto'];

/** The answer of every paged admin list. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}

// The server's value lists, so the apps never repeat them by hand.
export {
  courseValues as COURSES,
  orderEventCodeValues as ORDER_EVENT_CODES,
  orderEventTypeValues as ORDER_EVENT_TYPES,
  orderStatusValues as ORDER_STATUSES,
  orderTypeValues as ORDER_TYPES,
  paymentMethodValues as PAYMENT_METHODS,
  paymentStatusValues as PAYMENT_STATUSES,
  roleValues as ROLES,
  vatCategoryValues as VAT_CATEGORIES,
  vatRateValues as VAT_RATES,
} from './openapi.js';
