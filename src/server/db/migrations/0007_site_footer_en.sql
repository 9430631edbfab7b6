-- The site footer gets an English text beside the Chinese one. Sites still showing the seeded footer get its
-- translation; a footer staff changed keeps showing in both languages until they add theirs.
INSERT INTO "sys_public_param" ("tenant_id", "public_key", "public_value")
SELECT p."tenant_id", 'footerEn', 'Property Management Industry Association. All rights reserved.'
FROM "sys_public_param" p
WHERE p."public_key" = 'footer' AND p."public_value" = '物业管理行业协会 版权所有'
ON CONFLICT DO NOTHING;
