CREATE INDEX "bus_stops_order_idx" ON "bus_stops" USING btree ("tenant_id","zone_id","title","id");--> statement-breakpoint
CREATE INDEX "journey_stops_order_idx" ON "journey_stops" USING btree ("tenant_id","sequence","expected_time","id");--> statement-breakpoint
CREATE INDEX "zones_order_idx" ON "zones" USING btree ("tenant_id","title","id");