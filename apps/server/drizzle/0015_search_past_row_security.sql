-- Searches through row-level security (ADR 016, issue 20): PostgreSQL evaluates a condition whose
-- function is not LEAKPROOF only after the policies' own, so never as an index condition; `ilike`
-- (texticlike) is not marked so, and every `?search=` read all the school's rows instead of asking
-- its trigram index (4 times slower at 5,000 rows). Its only errors come from the pattern, which the
-- caller wrote, never from the row, and no user writes SQL here: marked LEAKPROOF in this database.
-- Only a superuser may; a managed server's migration role that is not one leaves it as it is
-- (searches stay right, only slower) and says so.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: ilike stays not leakproof, and searches do not use their indexes';
  END IF;
END $$;
