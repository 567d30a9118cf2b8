/**
 * What a unique index says when a write collides with it (SQLSTATE 23505). Uniqueness lives in the
 * database (server/db/schema), so concurrent writers on any number of API processes get one row
 * and the others this message; the handler layer (server/http/errors.ts) answers it as state 1.
 * Indexes not listed answer '记录已存在，请勿重复提交'. tests/server/duplicates.test.ts checks
 * that every name here is an index of the schema.
 */
export const UNIQUE_MESSAGES: Record<string, string> = {
  users_username_unique: '用户名已存在',
  users_username_lower_key: '用户名已存在',
  users_wx_open_id_key: '该微信已绑定其他账号',
  users_mp_open_id_key: '该微信已绑定其他账号',
  sys_roles_customer_name_key: '角色名称已存在',
  // The messages of server/modules/gate/plate.ts (PLATE_TAKEN) and train/exam.ts (EXAM_SUBMITTED).
  prefill_orders_active_plate_key: '该车辆已有待入场的报备',
  exam_results_pair: '您已提交过该考试',
  // Gate and quality (docs/gate.md).
  inmarket_records_inside_plate_key: '该车辆已在场内，请先办理出场',
  vehicles_active_plate_key: '该车牌已登记',
  outmarket_applications_open_key: '该车辆已有待处理的出场申请',
  outmarket_goods_line_key: '同一货物不能重复添加',
  parking_charges_one_pending: '停车费支付处理中，请稍后再试',
  detection_products_record_product_key: '该商品已提交检测',
  // A shop's live SKUs (server/modules/member/sku.ts).
  shop_skus_code_unique: '商品编码已存在',
  shop_skus_plu_unique: 'PLU编号已存在',
  // A scale's weighing ticket number (server/modules/device/scale.ts answers a repeat itself).
  sale_tickets_scale_ticket_unique: '该秤票已上传',
  // Leases (server/modules/lease).
  lease_registrations_pair: '您已报名该招租，可修改报名信息',
  leases_release_customer_key: '您已在本次招租中申请或租得摊位',
  leases_transfer_key: '该转让已有商户申请承接',
  lease_transfers_one_open: '该摊位已发布转让',
  // Estate and staff health (docs/estate.md).
  assets_hydropower_meter_no_unique: '表号已存在',
  meter_readings_once_per_period: '该表本期已抄表',
  repair_material_lines_once: '耗材不能重复',
  repair_service_lines_once: '服务不能重复',
  risk_areas_place_unique: '该风险地区已存在',
  vaccinations_one_per_dose: '该剂次已登记',
}
