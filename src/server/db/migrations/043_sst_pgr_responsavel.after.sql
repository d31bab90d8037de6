-- The PGR actions whose free-text responsible is exactly the name of one of the company's SST professionals
-- (ignoring case, accents and spaces at the ends) get that professional; the text stays as it was written.
UPDATE pgr_cronograma c
   SET responsavel_id = m.profissional_id
  FROM (SELECT c2.id, min(ps.id) AS profissional_id, count(*) AS n
          FROM pgr_cronograma c2
          JOIN pgr p ON p.id = c2.owner_id
          JOIN profissional_sst ps ON ps.empresa_id = p.empresa_id
                                  AND gente_search(trim(ps.nome)) = gente_search(trim(c2.responsavel_texto))
         WHERE c2.responsavel_id IS NULL AND c2.responsavel_texto IS NOT NULL
         GROUP BY c2.id) m
 WHERE c.id = m.id AND m.n = 1;
