package io.dqexplorer.desktop;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import io.dqexplorer.desktop.signin.DemoService;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.stream.Stream;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The desktop's layering (design.md §2 and §5), checked on the compiled classes. */
class ArchitectureTest {

    private static final String ROOT = "io.dqexplorer.desktop";
    /** Feature packages; clips and export are one feature (the table and its export), so they may meet. */
    private static final List<List<String>> FEATURES = List.of(
            List.of("signin"), List.of("datasets"), List.of("defects"), List.of("hands"),
            List.of("vocabulary"), List.of("duplicates"), List.of("clips", "export"));

    private static JavaClasses desktop;

    @BeforeAll
    static void importClasses() {
        // The rules name packages only; loading every referenced JavaFX and SDK class would just be slow.
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        desktop = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void viewModelsDoNotTouchTheSceneGraph() {
        ArchRule rule = noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .because("view models are tested without the toolkit (design.md §5)");
        rule.check(desktop);
    }

    @ParameterizedTest
    @ValueSource(strings = {"signin", "datasets", "defects", "hands", "vocabulary", "duplicates", "clips", "export"})
    void featuresMeetOnlyThroughCommon(String feature) {
        List<String> group = FEATURES.stream().filter(g -> g.contains(feature)).findFirst().orElseThrow();
        String[] others = FEATURES.stream().filter(g -> g != group).flatMap(List::stream)
                .map(other -> ROOT + "." + other + "..").toArray(String[]::new);
        noClasses().that().resideInAPackage(ROOT + "." + feature + "..")
                .should().dependOnClassesThat(resideInAnyPackage(others).and(not(equivalentTo(DemoService.class))))
                .because("features depend on each other only through common and the app's navigation;"
                        + " the one shared door to the demo service (signin.DemoService) is the exception,"
                        + " for export --demo")
                .check(desktop);
    }

    @Test
    void onlyTheCompositionRootKnowsTheApp() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".app..")
                .check(desktop);
    }

    @Test
    void commonKnowsNoFeature() {
        String[] features = FEATURES.stream().flatMap(List::stream).map(f -> ROOT + "." + f + "..")
                .toArray(String[]::new);
        noClasses().that().resideInAPackage(ROOT + ".common..")
                .should().dependOnClassesThat().resideInAnyPackage(Stream.concat(Stream.of(features),
                        Stream.of(ROOT + ".app..")).toArray(String[]::new))
                .check(desktop);
    }

    @Test
    void onlyTheDemoEntryPointsUseTheSandbox() {
        noClasses().that().resideOutsideOfPackages(ROOT + ".app..", ROOT + ".signin..", ROOT + ".export..")
                .should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sandbox..")
                .because("the sandbox is only the demo service: the sign-in's demo button and export --demo")
                .check(desktop);
    }

    @Test
    void nothingReachesIntoTheSdksInternals() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sdk.internal..")
                .check(desktop);
    }
}
