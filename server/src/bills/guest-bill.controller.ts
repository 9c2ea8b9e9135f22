import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParseUuidPipe } from '../common/id.pipe.js';
import { CurrentGuest, SessionOwnerGuard } from '../sessions/session-owner.guard.js';
import type { ActiveSession } from '../sessions/sessions.repository.js';
import { GuestLanguage, type Language } from '../common/translations.js';
import { BillsService } from './bills.service.js';
import { GuestBillDto } from './dto/bill.dto.js';

@ApiTags('bill (guest)')
@ApiBearerAuth()
@UseGuards(SessionOwnerGuard)
@Controller('sessions/:sessionId/bill')
export class GuestBillController {
  constructor(private readonly bills: BillsService) {}

  @Get()
  @ApiOperation({ summary: "The table's open bill: the guest's own lines and the whole table's, with totals" })
  @ApiOkResponse({ type: GuestBillDto })
  get(@Param('sessionId', ParseUuidPipe) _sessionId: string, @CurrentGuest() guest: ActiveSession, @GuestLanguage() lang: Language) {
    return this.bills.guestBill(guest, lang);
  }
}
