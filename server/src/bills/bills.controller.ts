import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF, Roles } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { OrderDetailDto } from '../orders/dto/order.dto.js';
import { BillsService } from './bills.service.js';
import { BillPaymentDto, OpenTableDto, TableBillDto } from './dto/bill.dto.js';
import { PayBillDto } from './dto/pay-bill.dto.js';
import { MergeTablesDto, MoveOrderDto } from './dto/table-change.dto.js';

// The floor's work: waiters, the kitchen (a counter) and admins bill tables.
@ApiTags('admin bills')
@Auth(...FLOOR_STAFF)
@Controller('admin/bills')
export class BillsController {
  constructor(private readonly bills: BillsService) {}

  @Get()
  @ApiOperation({ summary: 'Tables with open (unpaid) orders: what is open and since when' })
  @ApiOkResponse({ type: [OpenTableDto] })
  openTables() {
    return this.bills.openTables();
  }

  @Get(':tableId')
  @ApiOperation({ summary: "The table's bill: every open line of its unpaid orders, by guest, and the parts paid so far" })
  @ApiOkResponse({ type: TableBillDto })
  @ApiNotFoundResponse()
  bill(@Param('tableId', ParseIdPipe) tableId: number) {
    return this.bills.bill(tableId);
  }

  @Post(':tableId/payments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay lines (pieces of them) or one equal part of the open bill; issues its invoice' })
  @ApiOkResponse({ type: BillPaymentDto })
  @ApiBadRequestResponse({ description: 'Invalid fields; both or neither of lines and share; cash given too low' })
  @ApiConflictResponse({ description: 'A line is no longer open, fewer pieces are open, or the amount changed (expectedCents)' })
  @ApiNotFoundResponse()
  pay(@Param('tableId', ParseIdPipe) tableId: number, @Body() dto: PayBillDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.bills.pay(tableId, dto, staff.username);
  }

  @Post(':tableId/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tische zusammenlegen: the open orders of another table move to this one' })
  @ApiOkResponse({ type: TableBillDto })
  @ApiConflictResponse({ description: 'The other table has no open orders, or this one is deactivated' })
  @ApiNotFoundResponse()
  merge(@Param('tableId', ParseIdPipe) tableId: number, @Body() dto: MergeTablesDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.bills.merge(tableId, dto.fromTableId, staff.username);
  }

  @Post(':tableId/free')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tisch freigeben: the guest sessions of a settled table end' })
  @ApiOkResponse({ type: TableBillDto })
  @ApiConflictResponse({ description: 'The table still has open orders' })
  @ApiNotFoundResponse()
  free(@Param('tableId', ParseIdPipe) tableId: number) {
    return this.bills.free(tableId);
  }
}

@ApiTags('admin bills')
@Auth(...FLOOR_STAFF)
@Controller('admin')
export class BillChangesController {
  constructor(private readonly bills: BillsService) {}

  @Post('orders/:id/move')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move an open order to another table' })
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiConflictResponse({ description: 'The order is paid, rejected or canceled, has no table, or the target is deactivated' })
  @ApiNotFoundResponse()
  move(@Param('id', ParseIdPipe) id: number, @Body() dto: MoveOrderDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.bills.moveOrder(id, dto.tableId, staff.username);
  }

  @Post('payments/:id/refund')
  @Roles('ADMIN')
  @HttpCode(200)
  @ApiOperation({ summary: "Reverse a payment over a table's bill with a credit note; its lines are open again" })
  @ApiOkResponse({ type: BillPaymentDto })
  @ApiConflictResponse({ description: 'Already reversed, or the payment of a whole order (reversed in the order)' })
  @ApiNotFoundResponse()
  refund(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.bills.reversePayment(id, staff.username);
  }
}
