import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF, Roles } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderListQueryDto } from './dto/order-list-query.dto.js';
import { RejectOrderDto } from './dto/reject-order.dto.js';
import { UpdateOrderDto } from './dto/update-order.dto.js';
import { OrderActionsService } from './order-actions.service.js';
import { PageOf } from '../common/api-schema.js';
import { OpenOrderCountDto, OrderCountsDto, OrderDetailDto, OrderDto, OrderEventDto } from './dto/order.dto.js';

// ADMIN does everything; kitchen and waiters see the open orders and approve and complete them (kitchen screen).
@ApiTags('admin orders')
@Auth('ADMIN')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly actions: OrderActionsService,
  ) {}

  @Get()
  @Roles(...FLOOR_STAFF)
  @ApiOperation({ summary: 'Orders, filtered and paged: {content, totalElements, page, size}; each with its items' })
  @ApiOkResponse({ type: PageOf(OrderDto) })
  list(@Query() query: OrderListQueryDto) {
    return this.orders.list(query);
  }

  @Get('summary')
  @Roles(...FLOOR_STAFF)
  @ApiOperation({ summary: 'Order counts per status; open = IN_PROGRESS + APPROVED' })
  @ApiOkResponse({ type: OrderCountsDto })
  summary() {
    return this.orders.summary();
  }

  @Get('open-count')
  @Roles(...FLOOR_STAFF)
  @ApiOperation({ summary: 'Number of open orders (IN_PROGRESS + APPROVED)' })
  @ApiOkResponse({ type: OpenOrderCountDto })
  async openCount() {
    return { count: (await this.orders.summary()).open };
  }

  @Get(':id')
  @Roles(...FLOOR_STAFF)
  @ApiNotFoundResponse()
  @ApiOkResponse({ type: OrderDetailDto })
  detail(@Param('id', ParseIdPipe) id: number) {
    return this.orders.detail(id);
  }

  @Get(':id/events')
  @Roles(...FLOOR_STAFF)
  @ApiOperation({ summary: 'The order timeline, oldest first' })
  @ApiNotFoundResponse()
  @ApiOkResponse({ type: [OrderEventDto] })
  events(@Param('id', ParseIdPipe) id: number) {
    return this.orders.events(id);
  }

  @Post(':id/approve')
  @Roles(...FLOOR_STAFF)
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Only from IN_PROGRESS' })
  @ApiOkResponse({ type: OrderDetailDto })
  approve(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.transition(id, 'approve', staff.username);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Only from IN_PROGRESS or APPROVED' })
  @ApiOkResponse({ type: OrderDetailDto })
  reject(@Param('id', ParseIdPipe) id: number, @Body() dto: RejectOrderDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.transition(id, 'reject', staff.username, dto.reason);
  }

  @Post(':id/complete')
  @Roles(...FLOOR_STAFF)
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Only from APPROVED; served, not paid (POST …/pay records the payment)' })
  @ApiOkResponse({ type: OrderDetailDto })
  complete(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.transition(id, 'complete', staff.username);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Not from COMPLETED or CANCELED, nor when paid' })
  @ApiOkResponse({ type: OrderDetailDto })
  cancel(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.transition(id, 'cancel', staff.username);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit the note and, before payment, the paymentMethod (paymentStatus: only its current value)' })
  @ApiOkResponse({ type: OrderDetailDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateOrderDto, @CurrentStaff() staff: StaffPrincipal) {
    return this.actions.update(id, dto, staff.username);
  }
}
