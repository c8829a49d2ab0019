package io.dqexplorer.sandbox.corpus;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the seed descriptions bundled under {@code seeds/} on the class path, one file per
 * organization. Their source is the repository's {@code seeds/corpora/}, beside the interface
 * document; the sandbox build packages them.
 */
public final class SeedFiles {

    /** The bundled seed files, in the order their organizations are listed. */
    public static final List<String> RESOURCES = List.of("seeds/org-northwind.json", "seeds/org-southpaw.json");

    private SeedFiles() {
    }

    public static List<OrganizationSeed> loadBundled() {
        ObjectMapper mapper = new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        List<OrganizationSeed> seeds = new ArrayList<>();
        for (String resource : RESOURCES) {
            try (InputStream in = SeedFiles.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("seed file missing from the class path: " + resource);
                }
                seeds.add(mapper.readValue(in, OrganizationSeed.class));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read seed file " + resource, e);
            }
        }
        return seeds;
    }
}
