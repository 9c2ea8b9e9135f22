import { ApiProperty } from '@nestjs/swagger';
import { nullableProperty, timestampProperty } from '../../common/api-schema.js';

/** The restaurant's data as stored; null: not set. */
export class AppInfoRecordDto {
  @nullableProperty('string')
  appName!: string | null;
  @nullableProperty('string')
  appDescription!: string | null;
  @nullableProperty('string')
  appStreet!: string | null;
  @nullableProperty('string')
  appZipCode!: string | null;
  @nullableProperty('string')
  appCity!: string | null;
  @nullableProperty('string')
  countryCode!: string | null;
  @nullableProperty('string')
  region!: string | null;
  @nullableProperty('string')
  appAdmin!: string | null;
  @nullableProperty('string')
  companyName!: string | null;
  @nullableProperty('string')
  vatId!: string | null;
  @nullableProperty('string')
  taxNumber!: string | null;
  @nullableProperty('string')
  companyRegisterNumber!: string | null;
  @nullableProperty('string', { description: 'Firmenbuchgericht, z. B. Handelsgericht Wien' })
  companyRegisterCourt!: string | null;
  @nullableProperty('string')
  email!: string | null;
  @nullableProperty('string')
  phone!: string | null;
  @nullableProperty('string')
  website!: string | null;
  @nullableProperty('string')
  iban!: string | null;
  @nullableProperty('string')
  bic!: string | null;
  @nullableProperty('string')
  currencyCode!: string | null;
  @nullableProperty('string')
  timezone!: string | null;
  @nullableProperty('string')
  defaultLocale!: string | null;
  @nullableProperty('string')
  invoicePrefix!: string | null;
  @nullableProperty('integer', { description: 'Erste Rechnungsnummer' })
  invoiceStartNo!: number | null;
  @timestampProperty()
  createdAt!: string;
  @timestampProperty()
  updatedAt!: string;
}

/** The guest app's images; null: the built-in /images/background.png and /images/default-item.png, and no logo. */
export class AppMetadataDto {
  @ApiProperty({ example: 'Gasthaus zum Tischlein', description: 'Der Name des Restaurants (App-Name, sonst Firmenname, sonst Tischlein)' })
  restaurantName!: string;
  @nullableProperty('string')
  appBackgroundImgUrl!: string | null;
  @nullableProperty('string')
  appMenuItemDefaultImgUrl!: string | null;
  @nullableProperty('string', { description: 'Das Logo des Restaurants (Kopfzeile der Gäste-App, Favicon); null: keines' })
  appLogoUrl!: string | null;
  @ApiProperty({
    example: 'Europe/Vienna',
    description: 'Die Zeitzone des Restaurants (App-Info, sonst Europe/Vienna): darin zeigen die Apps Zeiten und zählen Tage',
  })
  timeZone!: string;
  @timestampProperty()
  updatedAt!: string;
}

/** The restaurant's support contact from the app info, public: the help dialog shows it to every member of staff. */
export class SupportContactDto {
  @nullableProperty('string')
  email!: string | null;
  @nullableProperty('string')
  phone!: string | null;
  @nullableProperty('string')
  website!: string | null;
}

/**
 * Who offers the guest app, public: name, address and contact of the restaurant, which the accessibility
 * statement (Barrierefreiheitserklärung, BaFG) names as the service's provider and contact for feedback.
 */
export class ServiceProviderDto extends SupportContactDto {
  @nullableProperty('string')
  appName!: string | null;
  @nullableProperty('string')
  companyName!: string | null;
  @nullableProperty('string')
  appStreet!: string | null;
  @nullableProperty('string')
  appZipCode!: string | null;
  @nullableProperty('string')
  appCity!: string | null;
}
