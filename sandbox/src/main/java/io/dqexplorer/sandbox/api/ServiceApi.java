package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.auth.TokenIssuer;
import io.dqexplorer.sandbox.http.Routes;
import io.dqexplorer.sandbox.measure.DatasetCatalog;

/**
 * The paths of both API families. Paths the interface document does not show (a versioned
 * hand-activity or clips endpoint, an unversioned frame-quality, video-characteristics or
 * duplicates endpoint) are deliberately absent and answer 404 {@code not_found}.
 */
public final class ServiceApi {

    private ServiceApi() {
    }

    public static void register(Routes routes, TokenIssuer issuer, DatasetCatalog catalog) {
        Guard guard = new Guard(issuer);
        DatasetResolver datasets = new DatasetResolver(catalog);
        DatasetsEndpoint datasetList = new DatasetsEndpoint(guard, catalog);
        routes.get("/api/v1beta/access", new AccessEndpoint(guard, true))
                .get("/api/v1beta/quality/datasets", datasetList)
                .get("/api/v1beta/quality/video-characteristics", new VideoCharacteristicsEndpoint(guard, datasets))
                .get("/api/v1beta/quality/duplicates", new DuplicatesEndpoint(guard, datasets))
                .get("/api/v1beta/quality/vocabulary", new VocabularyEndpoint(guard, datasets, true))
                .get("/api/access", new AccessEndpoint(guard, false))
                .get("/api/quality/datasets", datasetList)
                .get("/api/quality/clips", new ClipsEndpoint(guard, datasets))
                .get("/api/quality/hand-activity", new HandActivityEndpoint(guard, datasets))
                .get("/api/quality/vocabulary", new VocabularyEndpoint(guard, datasets, false));
    }
}
