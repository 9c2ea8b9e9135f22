import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentStaff, FLOOR_STAFF } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { StaffServiceCallDto } from './dto/service-call.dto.js';
import { ServiceCallsService } from './service-calls.service.js';

@ApiTags('service calls (staff)')
@Auth(...FLOOR_STAFF)
@Controller('admin/service-calls')
export class AdminServiceCallsController {
  constructor(private readonly serviceCalls: ServiceCallsService) {}

  /** The open calls, oldest first (expired ones are left out). */
  @Get()
  @ApiOkResponse({ type: [StaffServiceCallDto] })
  list() {
    return this.serviceCalls.open();
  }

  /** "Kommt gleich": the guest sees it at once; 409 when the call is no longer open. */
  @Post(':id/acknowledge')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffServiceCallDto })
  acknowledge(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.serviceCalls.acknowledge(id, staff.userId);
  }
}
