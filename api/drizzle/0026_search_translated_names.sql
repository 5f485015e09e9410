-- The listing's text search also finds a product by its French and Kinyarwanda names: they join
-- the weight-B words of the search document (search_terms, see refreshSearchTerms), so a name
-- the header's suggestions show in the shopper's language finds its product. No column or index
-- changes: the generated search column and its GIN index follow search_terms. Products saved
-- from now on get them from refreshSearchTerms; this adds them once to those saved before.
UPDATE "products" SET "search_terms" = concat_ws(' ', nullif("search_terms", ''), nullif("name_i18n"->>'fr', ''), nullif("name_i18n"->>'rw', ''))
WHERE "name_i18n" ?| array['fr', 'rw'];
